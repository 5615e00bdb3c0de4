// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=100
// source file: tests/glsl/cases/sem_out_param_none.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.k
//var float4 k :  : _k1 : 2 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 q : $vin.TEXCOORD0 : ATTR8 : 1 : 1
//var float4 pos : $vout.POSITION : HPOS : 3 : 1
//var float4 one : $vout._one1 : _one1 : 4 : 1
//var float4 three : $vout.TEXCOORD2 : TEX2 : 5 : 1

vec4 _pos1;
vec4 _three1;
varying vec4 _one1;
uniform vec4 _k1;

 // main procedure, the original name was main
void main()
{


    _pos1 = gl_Vertex;
    _one1 = gl_MultiTexCoord0;
    _three1 = gl_MultiTexCoord0*_k1;
    gl_TexCoord[2] = _three1;
    gl_Position = gl_Vertex;
} // main end
