import FortuneCommands

// The whole command lives in FortuneCommands, where tests run it in-process; this is the process.
await Fortune.main()
