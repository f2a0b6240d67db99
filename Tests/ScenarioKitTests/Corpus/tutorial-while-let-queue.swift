// Showing queued messages one after another: while let takes the next until none is left.
var queue = ["Welcome!", "Your order shipped", "Rate the app?"]
let host = UIViewController()
window.rootViewController = host
while let next = queue.first {
    queue.removeFirst()
    let banner = UIViewController()
    banner.title = next
    host.present(banner, animated: false)
    print("showing: \(banner.title ?? "")")
    host.dismiss(animated: false)
}
print("queue empty: \(queue.isEmpty)")
