// A to-do list keeps its rows as structs; the editor edits a copy and hands it back.
struct Todo: Equatable {
    var title: String
    var isDone = false
}

protocol TodoEditorDelegate: AnyObject {
    func todoEditor(_ editor: TodoEditorViewController, didFinishWith todo: Todo, at index: Int)
}

class TodoEditorViewController: UIViewController {
    weak var delegate: TodoEditorDelegate?
    var todo = Todo(title: "")
    var index = 0

    func markDone() {
        todo.isDone = true
        delegate?.todoEditor(self, didFinishWith: todo, at: index)
        dismiss(animated: true)
    }
}

class TodoListViewController: UIViewController, TodoEditorDelegate {
    var todos = [Todo(title: "Buy milk"), Todo(title: "Call mom"), Todo(title: "Write notes")]

    func showEditor(for index: Int) {
        let editor = TodoEditorViewController()
        editor.todo = todos[index]
        editor.index = index
        editor.delegate = self
        present(editor, animated: true)
    }

    func todoEditor(_ editor: TodoEditorViewController, didFinishWith todo: Todo, at index: Int) {
        todos[index] = todo
        print("row \(index) is now \(todos[index])")
    }

    var remaining: [String] { todos.filter { !$0.isDone }.map { $0.title } }
}

let list = TodoListViewController()
window.rootViewController = list
list.showEditor(for: 1)
let editor = list.presentedViewController as! TodoEditorViewController
editor.todo.title = "Call mom back"
print("the list still has: \(list.todos[1].title)")
editor.markDone()
print(list.remaining)
print(list.todos[1] == editor.todo)
