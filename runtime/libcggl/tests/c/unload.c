/*
 * unload: libCgGL registers its parameter listener with libCg (here lent by
 * cgrs_extensions_shim.c, preloaded) and must unregister it when it is
 * unloaded with dlclose while libCg stays, or libCg would call unmapped
 * code. Prints "registered 1" and "after dlclose 0".
 *
 * Usage: unload PATH/TO/libCgGL.so
 */
#include <Cg/cg.h>
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  int (*has_listener)(void) = (int (*)(void))dlsym(RTLD_DEFAULT, "cgrs_shim_has_listener");
  if (!has_listener) {
    fprintf(stderr, "unload: run with cgrs_extensions_shim preloaded\n");
    return 2;
  }
  void *library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    fprintf(stderr, "unload: %s\n", dlerror());
    return 1;
  }
  void (*bind)(CGprogram) = (void (*)(CGprogram))dlsym(library, "cgGLBindProgram");
  bind(NULL); /* registers the listener (and raises an invalid-handle error) */
  cgGetError();
  printf("registered %d\n", has_listener());
  dlclose(library);
  printf("after dlclose %d\n", has_listener());
  return 0;
}
