// A switch over an enum must handle every case; this one forgot `.failed`.
enum Upload {
    case waiting
    case sending(percent: Int)
    case failed(reason: String)
}

class UploadViewController: UIViewController {
    var upload = Upload.waiting

    func statusText() -> String {
        switch upload {
        case .waiting: return "Waiting"
        case .sending(let percent): return "\(percent)%"
        }
    }
}

let screen = UploadViewController()
print(screen.statusText())
