// Loading a list: an enum with associated values says what the screen shows.
enum LoadState {
    case idle
    case loading(progress: Double)
    case loaded([String])
    case failed(message: String)
}

class ArticlesViewController: UIViewController {
    let statusLabel = UILabel()
    private(set) var state = LoadState.idle

    func update(_ newState: LoadState) {
        state = newState
        switch state {
        case .idle:
            statusLabel.text = "Pull to refresh"
        case .loading(let progress):
            statusLabel.text = "Loading \(Int(progress * 100))%"
        case .loaded(let titles) where titles.isEmpty:
            statusLabel.text = "No articles"
        case .loaded(let titles):
            statusLabel.text = "\(titles.count) articles: \(titles.joined(separator: ", "))"
        case .failed(let message):
            statusLabel.text = "Error: \(message)"
        }
        print(statusLabel.text!)
    }

    var isShowingArticles: Bool {
        if case .loaded(let titles) = state, !titles.isEmpty { return true }
        return false
    }
}

let articles = ArticlesViewController()
window.rootViewController = articles
articles.update(.loading(progress: 0.4))
articles.update(.loaded([]))
articles.update(.loaded(["Swift 6", "UIKit tips"]))
print(articles.isShowingArticles, articles.state)
articles.update(.failed(message: "offline"))
print(articles.isShowingArticles)
