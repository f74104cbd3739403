# attack: rebinding a tool with class
# tools: search
# expect: policy protected
# message: Cannot assign to name 'search': doing this would erase the existing tool!
class search:
    pass
