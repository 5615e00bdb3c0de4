// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/lib_arb_rejected.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_texproj
//semantic main_texproj.s
//var samplerCUBE s :  : _s1 : 1 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 main_texproj : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _ret_0;
vec4 _TMP0;
uniform samplerCube _s1;

 // main procedure, the original name was main_texproj
void main()
{


    _TMP0 = texCUBEproj(_s1, gl_Vertex);
    _ret_0 = gl_Vertex + _TMP0;
    gl_Position = _ret_0;
    return;
} // main end
