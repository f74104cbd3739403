# attack: rebinding a tool by assignment
# ref: smolagents test_assignment_cannot_overwrite_tool
# tools: search
# expect: policy protected
# message: Cannot assign to name 'search': doing this would erase the existing tool!
search = lambda q: "hijacked"
search("x")
