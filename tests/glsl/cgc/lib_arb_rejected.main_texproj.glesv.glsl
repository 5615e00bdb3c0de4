// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/lib_arb_rejected.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_texproj
//semantic main_texproj.s
//var samplerCUBE s :  : _s1 : 1 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 main_texproj : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

vec4 _ret_0;
vec4 _TMP0;
uniform samplerCube _s1;
attribute vec4 POSITION;

 // main procedure, the original name was main_texproj
void main()
{


    _TMP0 = texCUBEproj(_s1, POSITION);
    _ret_0 = POSITION + _TMP0;
    gl_Position = _ret_0;
    return;
} // main end
