# traceback: full
name = "krait"
print(f"hello {name}")
print "goodbye"
