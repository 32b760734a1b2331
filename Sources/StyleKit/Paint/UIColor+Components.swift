import Foundation

extension UIColor {
    /// The color's sRGB components where it is drawn (the environment of the view being evaluated, else the
    /// defaults: light, standard contrast). Always true: every StyleKit color converts to sRGB.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = color.resolve(in: EnvironmentValues.current)
        red?.pointee = rgba.red; green?.pointee = rgba.green; blue?.pointee = rgba.blue; alpha?.pointee = rgba.alpha
        return true
    }

    /// Hue, saturation and brightness (HSB, each 0…1) of the color where it is drawn.
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = color.resolve(in: EnvironmentValues.current)
        let hsb = rgba.hsb
        hue?.pointee = hsb.hue; saturation?.pointee = hsb.saturation; brightness?.pointee = hsb.brightness
        alpha?.pointee = rgba.alpha
        return true
    }

    /// The gray level: the mean of the sRGB components (UIKit converts to its gray space; for grays the two agree).
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = color.resolve(in: EnvironmentValues.current)
        white?.pointee = (rgba.red + rgba.green + rgba.blue) / 3
        alpha?.pointee = rgba.alpha
        return true
    }

    /// `CGColor` stand-in: the same color (SwiftUI's `Color(cgColor:)` accepts it).
    public var cgColor: UIColor { self }
}
