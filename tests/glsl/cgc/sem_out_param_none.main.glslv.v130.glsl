// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/sem_out_param_none.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.k
//var float4 k :  : _k1 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float4 pos : $vout.POSITION : HPOS : 3 : 1
//var float4 one : $vout._one1 : _one1 : 4 : 1
//var float4 three : $vout.TEXCOORD2 : TEXCOORD2 : 5 : 1

#version 130

vec4 _pos1;
vec4 _three1;
out vec4 _one1;
uniform vec4 _k1;
in vec4 TEXCOORD0;
in vec4 cg_Vertex;
out vec4 cg_TexCoord2;

 // main procedure, the original name was main
void main()
{


    _pos1 = cg_Vertex;
    _one1 = TEXCOORD0;
    _three1 = TEXCOORD0*_k1;
    cg_TexCoord2 = _three1;
    gl_Position = cg_Vertex;
} // main end
