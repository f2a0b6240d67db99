// 计算属性：进度条的百分比由已完成的步骤算出来，也可以反过来设置。
class ProgressViewController: UIViewController {
    let totalSteps = 4
    var completedSteps = 0

    // 只读计算属性
    var isFinished: Bool { completedSteps >= totalSteps }

    // 可读可写的计算属性：set 里用 newValue
    var percent: Int {
        get { completedSteps * 100 / totalSteps }
        set { completedSteps = newValue * totalSteps / 100 }
    }

    func advance() {
        guard !isFinished else {
            print("已经完成")
            return
        }
        completedSteps += 1
        title = "\(percent)%"
        print(title ?? "")
    }
}

let progress = ProgressViewController()
window.rootViewController = progress
progress.advance()
progress.percent = 75
progress.advance()
progress.advance()
print(progress.isFinished)
