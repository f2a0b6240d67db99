// A tab bar whose controllers are kept in a dictionary keyed by a Tab enum.
enum Tab: Int, CaseIterable {
    case feed, search, profile
    var title: String {
        switch self {
        case .feed: return "Feed"
        case .search: return "Search"
        case .profile: return "Me"
        }
    }
}

class FeedViewController: UIViewController {}
class SearchViewController: UIViewController {}
class ProfileViewController: UIViewController {}

var controllers: [Tab: UIViewController] = [
    .feed: FeedViewController(),
    .search: SearchViewController(),
    .profile: ProfileViewController(),
]
for tab in Tab.allCases {
    controllers[tab]?.title = tab.title
}

let tabs = UITabBarController()
tabs.viewControllers = Tab.allCases.compactMap { controllers[$0] }
window.rootViewController = tabs
user.selectTab(Tab.profile.rawValue, in: tabs)
print("selected:", Tab(rawValue: tabs.selectedIndex)!, controllers[.profile]!.title!)
print(controllers.count, controllers[.search] === tabs.viewControllers![1])
