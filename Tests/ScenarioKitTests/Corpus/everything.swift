/* One scenario that uses every construct of the subset (style: swift-markdown's Everything.md). */
import UIKit

protocol Finishing: AnyObject {
    func finished(_ value: Int)
}

class ChildViewController: UIViewController {
    weak var owner: Finishing?
    var value = 1
    override var description: String { "child" }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("child appearing, moving: \(isMovingToParent)")
    }
    func finish() -> Bool {
        if let owner = owner {
            owner.finished(value)
            return true
        }
        return false
    }
}

class ParentViewController: UIViewController, Finishing {
    var results: [Int] = []
    var lastValue: Int? = nil
    func finished(_ value: Int) {
        lastValue = value
        print("finished with \(value)")
    }
}

extension ParentViewController: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        print("sheet dismissed by hand")
    }
}

let parent = ParentViewController()
let nav = UINavigationController(rootViewController: parent)
window.rootViewController = nav                 // R1 through the container (N0)

var child: ChildViewController? = ChildViewController()
child!.owner = parent
parent.addChild(child!)
parent.view.addSubview(child!.view)
child?.didMove(toParent: parent)
assert(child!.finish())
assert(parent.lastValue == 1 && parent.children.count == 1)
assert(!(parent.children.first === nil) || false)

child?.willMove(toParent: nil)
child?.view.removeFromSuperview()
child?.removeFromParent()
child = nil                                      // releases it: deinit

do {
    let sheet = UIViewController()
    sheet.presentationController?.delegate = parent
    parent.present(sheet, animated: true) { print("sheet up") }
    assert(sheet.presentingViewController === nav, "a child presents through its container")
    assert(sheet.isBeingPresented == true, "the animation runs until this turn ends")
}
user.swipeDown(nav.presentedViewController!)

let stack: [UIViewController] = [parent, UIViewController()]
print("stack: \(stack.count) \(stack.isEmpty) \(stack.first!) \(stack.last!) \(stack[0])")
assert(stack[1] as? UINavigationController == nil)
assert(nav as! UIViewController === nav)
assert(ChildViewController.self == ChildViewController.self)
let note = "a \"quoted\" word\tand a tab"
print(note)
print(1, 2.5, true, nil, .fullScreen)
if parent.presentedViewController != nil {
    print("still presenting")
} else if parent.isViewLoaded {
    print("loaded, nothing presented")
} else {
    print("unreachable")
}
printHierarchy()
