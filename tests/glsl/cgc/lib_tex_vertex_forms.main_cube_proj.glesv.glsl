// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_cube_proj
//semantic main_cube_proj.sc
//var samplerCUBE sc :  : _sc1 : 1 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 main_cube_proj : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

vec4 _ret_0;
uniform samplerCube _sc1;
attribute vec4 POSITION;

 // main procedure, the original name was main_cube_proj
void main()
{


    _ret_0 = texCUBEproj(_sc1, POSITION);
    gl_Position = _ret_0;
    return;
} // main end
