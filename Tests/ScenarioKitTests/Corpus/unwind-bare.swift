// A bare `.unwind` finds its action on the destination class: the method named like the
// segue, else the only `unwind…` method (as content pages write it).
class InboxViewController: UIViewController {
    func unwindToInbox(_ segue: UIStoryboardSegue) {
        print("back in the inbox from \(segue.source!)")
    }
}
let inbox = InboxViewController()
window.rootViewController = inbox
storyboard.segue("compose", from: inbox, to: ComposeViewController.self, kind: .presentModally(.fullScreen))
inbox.performSegue(withIdentifier: "compose", sender: nil)
let compose = inbox.presentedViewController!
storyboard.segue("done", from: compose, to: InboxViewController.self, kind: .unwind)
compose.performSegue(withIdentifier: "done", sender: nil)
assert(inbox.presentedViewController == nil)
