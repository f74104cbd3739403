# attack: calling the generator type directly
# expect: python TypeError
# message: cannot create 'generator' instances
type((x for x in []))()
