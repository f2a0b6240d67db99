// 테이블 뷰 기본: UIViewController가 extension으로 dataSource와 delegate를 채택한다.
class MemoListViewController: UIViewController {
    let tableView = UITableView()
    var memos: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.dataSource = self
        tableView.delegate = self
        memos = ["장보기", "운동", "책 읽기"]
        print("viewDidLoad: \(memos.count)개")
    }
}

extension MemoListViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return memos.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "memo")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "memo")
        cell.textLabel?.text = memos[indexPath.row]
        cell.detailTextLabel?.text = "\(indexPath.row + 1)번째"
        return cell
    }
}

extension MemoListViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        print("선택: \(memos[indexPath.row])")
    }
}

let memoList = MemoListViewController()
window.rootViewController = memoList
user.selectRow(2, in: memoList.tableView)
print(memoList.tableView.indexPathForSelectedRow == nil)
