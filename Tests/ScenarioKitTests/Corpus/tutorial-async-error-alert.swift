// A throwing async loader: the error is caught in the Task and shown in an alert.
enum NetworkError: LocalizedError {
    case offline
    var errorDescription: String? { "You are offline." }
}

func loadMessages(online: Bool) async throws -> [String] {
    try await Task.sleep(for: .milliseconds(300))
    guard online else { throw NetworkError.offline }
    return ["Hi", "See you"]
}

class MessagesViewController: UIViewController {
    var messages: [String] = []

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Task {
            do {
                messages = try await loadMessages(online: false)
            } catch {
                let alert = UIAlertController(
                    title: "Error", message: error.localizedDescription, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
                print("alert: \(alert.message ?? "")")
            }
        }
    }
}

let messages = MessagesViewController()
window.rootViewController = messages
user.tap("OK", in: messages.presentedViewController as! UIAlertController)
