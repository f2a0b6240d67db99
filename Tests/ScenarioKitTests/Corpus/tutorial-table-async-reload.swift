// 数据异步到达：先显示空列表，一秒后拿到数据再 reloadData。
class NewsViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    var headlines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "news")
        tableView.dataSource = self
        loadHeadlines()
    }

    func loadHeadlines() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            guard let self = self else { return }
            self.headlines = ["头条一", "头条二"]
            print("数据到了")
            self.tableView.reloadData()
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        headlines.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "news", for: indexPath)
        cell.textLabel?.text = headlines[indexPath.row]
        return cell
    }
}

let news = NewsViewController()
window.rootViewController = news
print(news.tableView.visibleCells.count)
