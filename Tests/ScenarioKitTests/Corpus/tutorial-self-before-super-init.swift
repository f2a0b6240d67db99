// Calling a setup method before super.init: self is not ready yet.
class ChatViewController: UIViewController {
    let roomName: String

    init(roomName: String) {
        self.roomName = roomName
        configureTitle()
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configureTitle() {
        title = "# \(roomName)"
    }
}

window.rootViewController = ChatViewController(roomName: "general")
