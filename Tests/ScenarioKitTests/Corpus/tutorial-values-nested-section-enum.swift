// A table's sections as an enum nested in its controller: ListViewController.Section.
class ListViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case pinned, recent, archived

        var header: String {
            switch self {
            case .pinned: return "Pinned"
            case .recent: return "Recent"
            case .archived: return "Archive"
            }
        }
    }

    struct Note {
        var text: String
        var section: Section
    }

    var notes = [
        Note(text: "groceries", section: .pinned),
        Note(text: "meeting", section: .recent),
        Note(text: "trip", section: .recent),
    ]

    func numberOfRows(in section: Section) -> Int {
        notes.filter { $0.section == section }.count
    }

    func archive(_ text: String) {
        if let index = notes.firstIndex(where: { $0.text == text }) {
            notes[index].section = .archived
        }
    }
}

let list = ListViewController()
for section in ListViewController.Section.allCases {
    print(section.header, list.numberOfRows(in: section))
}
list.archive("trip")
print(list.notes.map { "\($0.text): \($0.section)" })
print(ListViewController.Section(rawValue: 2)!.header, list.notes[0])
