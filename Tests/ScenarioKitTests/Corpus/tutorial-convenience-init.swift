// A designated initializer with every option, and convenience ones for the common cases.
class MessageViewController: UIViewController {
    let text: String
    let isError: Bool

    init(text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
        super.init(nibName: nil, bundle: nil)
    }

    convenience init(error: String) {
        self.init(text: "⚠️ " + error, isError: true)
    }

    convenience init() {
        self.init(text: "Hello!")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

let root = UIViewController()
window.rootViewController = root
let messages = [MessageViewController(), MessageViewController(text: "Saved"), MessageViewController(error: "Offline")]
for message in messages {
    print(message.text, message.isError)
}
root.present(messages[2], animated: true)
root.dismiss(animated: true)
