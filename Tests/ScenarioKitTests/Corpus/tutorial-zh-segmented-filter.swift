// 分段控件筛选待办事项：用户点击才会发送 .valueChanged，代码设置 selectedSegmentIndex 不会。
struct Todo {
    let title: String
    var isDone: Bool
}

class TodoListViewController: UIViewController {
    let filterControl = UISegmentedControl(items: ["全部", "未完成", "已完成"])
    var todos = [Todo(title: "买菜", isDone: true), Todo(title: "写代码", isDone: false)]

    override func viewDidLoad() {
        super.viewDidLoad()
        filterControl.selectedSegmentIndex = 0   // 不会触发 filterChanged
        filterControl.addTarget(self, action: #selector(filterChanged(_:)), for: .valueChanged)
        view.addSubview(filterControl)
    }

    @objc func filterChanged(_ sender: UISegmentedControl) {
        var shown = todos
        switch sender.selectedSegmentIndex {
        case 1: shown = todos.filter { !$0.isDone }
        case 2: shown = todos.filter { $0.isDone }
        default: break
        }
        print("\(sender.titleForSegment(at: sender.selectedSegmentIndex) ?? ""): \(shown.map { $0.title })")
    }
}

let list = TodoListViewController()
window.rootViewController = list
user.selectSegment(1, in: list.filterControl)
user.selectSegment(2, in: list.filterControl)
user.selectSegment(2, in: list.filterControl)   // 再点一次已选中的分段：没有事件
