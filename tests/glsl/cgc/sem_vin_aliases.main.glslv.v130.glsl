// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/sem_vin_aliases.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float4 diffuse : $vin.DIFFUSE : DIFFUSE : 1 : 1
//var float4 specular : $vin.SPECULAR : SPECULAR : 2 : 1
//var float2 uv : $vin.TEXCOORD : TEXCOORD : 3 : 1
//var float4 a3 : $vin.ATTR3 : ATTR3 : 4 : 1
//var float4 oColor : $vout.COLOR0 : COLOR0 : 5 : 1
//var float2 oUv : $vout.TEXCOORD0 : TEXCOORD0 : 6 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 130

vec4 _oColor1;
vec2 _oUv1;
in vec4 COLOR;
in vec4 SPECULAR;
in vec4 TEXCOORD0;
in vec4 ATTR3;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;
out vec4 cg_TexCoord0;

 // main procedure, the original name was main
void main()
{


    _oColor1 = COLOR + SPECULAR + ATTR3;
    _oUv1 = TEXCOORD0.xy;
    cg_TexCoord0.xy = TEXCOORD0.xy;
    gl_Position = cg_Vertex;
    cg_FrontColor = _oColor1;
    return;
} // main end
