// C1–C3: adding a child and its view to an on-screen parent, then removing it.
let parent = UIViewController()
window.rootViewController = parent
let child = UIViewController()
parent.addChild(child)
parent.view.addSubview(child.view)
child.didMove(toParent: parent)
assert(child.parent === parent)
assert(parent.children.count == 1)
child.willMove(toParent: nil)
child.view.removeFromSuperview()
child.removeFromParent()
assert(parent.children.isEmpty)
