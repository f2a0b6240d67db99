// A model that describes itself: print uses its description, also inside arrays.
struct Temperature: CustomStringConvertible {
    var celsius: Double
    var description: String { "\(celsius)°C" }
}

struct Forecast: CustomStringConvertible {
    let city: String
    var days: [Temperature]
    var description: String { "\(city): \(days)" }
}

class WeatherViewController: UIViewController {
    var forecast = Forecast(city: "Jeju", days: [Temperature(celsius: 18.5), Temperature(celsius: 21)])

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(forecast)"
    }
}

let weather = WeatherViewController()
window.rootViewController = weather
print(weather.title!)
weather.forecast.days.append(Temperature(celsius: 19))
print(weather.forecast, weather.forecast.days.count)
print("warmest: \(weather.forecast.days.max { $0.celsius < $1.celsius }!)")
