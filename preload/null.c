/* libmemtune-null.so: the control arm of `memtune bench macro --control`.
 * Preloaded the way the drop-in is (LD_PRELOAD, in every child), it
 * replaces nothing: a program run with it pays what preloading any
 * library costs (one more object mapped and relocated, one more scope in
 * every symbol lookup) and runs glibc's functions. time(glibc) /
 * time(this) is then the macro benchmark's A/A: how far the host and the
 * mechanism move a program when memtune's code is not involved. */
__attribute__((visibility("default"))) const char mt_preload_null[] = "null";
