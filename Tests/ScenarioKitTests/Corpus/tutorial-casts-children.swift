// Looking through a container's children by type: is, as?, and a cast of the whole array.
class ChartViewController: UIViewController {
    func refresh() { print("refresh \(self)") }
}
class LegendViewController: UIViewController {}

let dashboard = UIViewController()
window.rootViewController = dashboard
let parts: [UIViewController] = [ChartViewController(), LegendViewController(), ChartViewController()]
for part in parts {
    dashboard.addChild(part)
    part.didMove(toParent: dashboard)
}
var charts = 0
for child in dashboard.children {
    if child is LegendViewController { continue }
    (child as? ChartViewController)?.refresh()
    charts += 1
}
print("charts \(charts)")
print((dashboard.children as? [ChartViewController]) == nil)
let onlyCharts: [UIViewController] = [parts[0], parts[2]]
print((onlyCharts as? [ChartViewController])?.count ?? 0)
