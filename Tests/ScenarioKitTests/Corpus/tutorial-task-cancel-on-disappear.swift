// A search screen cancels its Task in viewWillDisappear. Pushed and popped in one turn, the
// task has not started when it is cancelled: it starts cancelled, and its sleep throws.
class SearchViewController: UIViewController {
    var searchTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        searchTask = Task {
            do {
                try await Task.sleep(for: .seconds(1))
                print("results shown")
            } catch is CancellationError {
                print("search cancelled")
            } catch {
                print("other error")
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        searchTask?.cancel()
    }
}

let home = UIViewController()
let nav = UINavigationController(rootViewController: home)
window.rootViewController = nav
do {
    let search = SearchViewController()
    nav.pushViewController(search, animated: false)
    nav.popViewController(animated: false)
}
