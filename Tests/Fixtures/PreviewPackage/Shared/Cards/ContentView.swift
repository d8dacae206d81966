import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Cards")
            .padding()
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}

#Preview {
    ContentView()
}
