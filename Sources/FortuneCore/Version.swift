/// The version of `fortune`, shown by `fortune --version` and sent in the User-Agent header.
public let fortuneVersion = "0.1.0"
