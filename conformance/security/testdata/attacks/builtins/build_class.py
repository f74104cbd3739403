# attack: __build_class__ called directly
# expect: policy builtin
# message: Forbidden function evaluation: '__build_class__'
__build_class__(lambda: None, 'A')
