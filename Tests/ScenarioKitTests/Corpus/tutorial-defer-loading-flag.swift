// defer resets the loading flag however the method leaves: early return or the end.
class FeedViewController: UIViewController {
    var isLoading = false
    var items: [String] = []

    func refresh(online: Bool) {
        isLoading = true
        defer {
            isLoading = false
            print("loading finished")
        }
        guard online else {
            print("offline: keeping \(items.count) items")
            return
        }
        items = ["post 1", "post 2"]
        print("loaded \(items.count) items, loading: \(isLoading)")
    }
}

let feed = FeedViewController()
window.rootViewController = feed
feed.refresh(online: false)
print("isLoading \(feed.isLoading)")
feed.refresh(online: true)
print("isLoading \(feed.isLoading)")
