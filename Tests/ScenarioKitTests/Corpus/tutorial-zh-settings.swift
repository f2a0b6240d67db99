// 设置页面：静态常量保存默认值，计算属性决定显示的文字。
class SettingsViewController: UIViewController {
    static let defaultFontSize = 17
    static var changeCount = 0

    var fontSize = SettingsViewController.defaultFontSize

    // 计算属性：根据字号显示“小 / 标准 / 大”
    var sizeLabel: String {
        fontSize < 15 ? "小" : fontSize > 19 ? "大" : "标准"
    }

    func change(by delta: Int) {
        // 字号不能小于 10
        guard fontSize + delta >= 10 else {
            print("已经是最小字号")
            return
        }
        fontSize += delta
        SettingsViewController.changeCount += 1
        title = "字号 \(fontSize)（\(sizeLabel)）"
        print(title ?? "")
    }
}

let settings = SettingsViewController()
window.rootViewController = UINavigationController(rootViewController: settings)
settings.change(by: 4)
settings.change(by: -8)
settings.change(by: -5)
print("修改了 \(SettingsViewController.changeCount) 次")
