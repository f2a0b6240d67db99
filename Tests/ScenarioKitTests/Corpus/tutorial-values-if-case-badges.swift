// Tab badges from notifications: if case picks out the cases with a count.
enum Notice {
    case message(from: String)
    case mentions(count: Int)
    case system
}

class InboxViewController: UIViewController {
    var notices: [Notice] = []

    func badge() -> Int {
        var total = 0
        for notice in notices {
            if case .mentions(let count) = notice {
                total += count
            } else if case .message = notice {
                total += 1
            }
        }
        return total
    }
}

let inboxScreen = InboxViewController()
let tabs = UITabBarController()
tabs.viewControllers = [inboxScreen, UIViewController()]
window.rootViewController = tabs
inboxScreen.notices = [.message(from: "Yeji"), .mentions(count: 3), .system, .message(from: "Bo")]
print("badge:", inboxScreen.badge())
inboxScreen.notices.removeAll { notice in
    if case .system = notice { return true }
    return false
}
print(inboxScreen.notices)
