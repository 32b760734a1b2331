// A view model and a style as a design system writes them with Combine: `import Combine` alone for the
// model, `@Published` fed by operators in `init`, a `Set<AnyCancellable>`, and a view that reads the model
// and listens with `onReceive`.
import Combine
import Foundation

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var shout = ""
    @Published private(set) var isSearchable = false
    let submitted = PassthroughSubject<String, Never>()
    private(set) var history: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(query: String = "") {
        self.query = query
        $query
            .map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .assign(to: &$shout)
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .map { $0.count >= 2 }
            .assign(to: &$isSearchable)
        submitted
            .filter { !$0.isEmpty }
            .sink { [weak self] in self?.history.append($0) }
            .store(in: &cancellables)
    }
}
