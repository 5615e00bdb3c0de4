//! libCgGL: the Cg runtime's OpenGL API.
#![allow(non_snake_case)]
