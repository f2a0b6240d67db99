// as?, as!, is, arrays, optional chaining and string interpolation.
class ProfileViewController: UIViewController {}
let profile = ProfileViewController()
let nav = UINavigationController(rootViewController: profile)
window.rootViewController = nav
let list: [UIViewController] = [nav, profile]
print("count \(list.count), empty \(list.isEmpty), first \(list.first!), last \(list[1])")
assert(list[0] is UINavigationController)
assert(!(list[1] is UINavigationController))
assert(list[1] as? ProfileViewController === profile)
let asNav = list[0] as! UINavigationController
print("top is \(asNav.topViewController!)")
print("presented: \(nav.presentedViewController?.title)")
let missing: UIViewController? = nil
print("chain: \(missing?.parent?.title)")
if nav.viewControllers.count == 1 && profile.parent === nav {
    print("one controller")
} else if profile.parent == nil {
    print("detached")
} else {
    print("more")
}
