// A chat screen: messages are structs with an enum sender; new ones are appended to the
// controller's array and the last few are shown.
enum Sender: Equatable {
    case me
    case friend(name: String)
}

struct Message {
    let sender: Sender
    let text: String
}

class ChatViewController: UIViewController {
    var messages: [Message] = []

    func receive(_ text: String, from name: String) {
        messages.append(Message(sender: .friend(name: name), text: text))
    }

    func send(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return }
        messages.append(Message(sender: .me, text: trimmed))
    }

    func showLast(_ count: Int) {
        for message in messages.suffix(count) {
            switch message.sender {
            case .me: print("  me: \(message.text)")
            case .friend(let name): print("\(name): \(message.text)")
            }
        }
    }
}

let chat = ChatViewController()
window.rootViewController = chat
chat.receive("Lunch?", from: "Hyun")
chat.send("  Sure!  ")
chat.send("   ")
chat.receive("12:30", from: "Hyun")
chat.showLast(2)
print(chat.messages.count, chat.messages.filter { $0.sender == .me }.count, chat.messages[0].sender)
