// 字典查找的结果是可选值：print 会显示 Optional(…)，用 if let 或 ?? 取出里面的值。
class ScoreViewController: UIViewController {
    var scores: [String: Int] = ["小明": 92, "小红": 88]

    func show(_ name: String) {
        print("查询 \(name)：", scores[name])
        if let score = scores[name] {
            print("\(name) 的分数是 \(score)")
        } else {
            print("没有 \(name) 的成绩，按 \(scores[name] ?? 0) 分计算")
        }
    }
}

let scoreScreen = ScoreViewController()
scoreScreen.show("小明")
scoreScreen.show("小刚")
scoreScreen.scores["小刚"] = 75      // 新增
scoreScreen.scores["小红"] = nil     // 赋值 nil 就是删除
print(scoreScreen.scores, scoreScreen.scores.count)
