// A weekly schedule: a dictionary from a CaseIterable enum to arrays, filled and read in order.
enum Weekday: String, CaseIterable {
    case mon, tue, wed, thu, fri
}

class ScheduleViewController: UIViewController {
    var classes: [Weekday: [String]] = [:]

    func add(_ name: String, on days: [Weekday]) {
        for day in days {
            classes[day, default: []].append(name)
        }
    }

    func printWeek() {
        for day in Weekday.allCases {
            let names = classes[day] ?? []
            if names.isEmpty {
                print(day.rawValue.capitalized, "-")
            } else {
                print(day.rawValue.capitalized, names.joined(separator: ", "))
            }
        }
    }
}

let schedule = ScheduleViewController()
schedule.add("Swim", on: [.mon, .wed])
schedule.add("Piano", on: [.wed])
schedule.add("Math", on: [.fri, .mon])
schedule.printWeek()
print(schedule.classes[.wed]!, schedule.classes[.tue])
