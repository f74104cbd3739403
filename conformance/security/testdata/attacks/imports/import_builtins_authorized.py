# attack: the host authorizes builtins; it stays blocked (krait is stricter than smolagents)
# ref: smolagents test_vulnerability_builtins_dangerous_functions
# imports: builtins
# expect: invalid-policy
# message: invalid policy: AuthorizedImports: "builtins" can never be imported in krait
import builtins
builtins.exec('open("{CANARY}", "w")')
