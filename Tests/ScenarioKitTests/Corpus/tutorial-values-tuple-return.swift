// A method that returns a tuple, and the ways to take it apart.
class StatsViewController: UIViewController {
    let scores = [72, 95, 88, 61]

    func range() -> (lowest: Int, highest: Int) {
        var lowest = scores[0]
        var highest = scores[0]
        for score in scores {
            if score < lowest { lowest = score }
            if score > highest { highest = score }
        }
        return (lowest, highest)
    }

    func summary() -> (String, Double) {
        let average = Double(scores.reduce(0, +)) / Double(scores.count)
        return ("\(scores.count) scores", average)
    }
}

let stats = StatsViewController()
let bounds = stats.range()
print(bounds, bounds.lowest, bounds.1)
let (label, average) = stats.summary()
print(label, average)
let (_, high) = stats.range()
print("best:", high, stats.range() == (61, 95))
