# attack: quit()
# expect: policy builtin
# message: Forbidden function evaluation: 'quit'
quit()
