# attack: reading object.__init_subclass__
# expect: policy dunder
# message: Forbidden access to dunder attribute: __init_subclass__
object.__init_subclass__
