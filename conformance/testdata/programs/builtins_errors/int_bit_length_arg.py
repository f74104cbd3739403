print("start")
(5).bit_length(1)
print("not reached")
