/// The version of `fortune`, shown by `fortune --version` and sent in the User-Agent header:
/// the first line of the package's VERSION file, which the Makefile's packages are named by
/// too, compiled in by the EmbedTexts plugin.
public let fortuneVersion = String(EmbeddedVersion.files["VERSION", default: ""].trimmingWhitespace)
