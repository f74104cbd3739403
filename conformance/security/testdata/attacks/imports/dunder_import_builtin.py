# attack: __import__('os') as a builtin call
# ref: smolagents test_vulnerability_for_all_dangerous_functions (__import__)
# expect: policy builtin
# message: Forbidden function evaluation: '__import__'
__import__('os').system('touch {CANARY}')
