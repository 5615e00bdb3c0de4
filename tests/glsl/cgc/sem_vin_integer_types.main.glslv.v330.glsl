// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=330
// source file: tests/glsl/cases/sem_vin_integer_types.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
//var float2 pair : $vin.ATTR1 : ATTR1 : 2 : 1
//var float mask : $vin.ATTR4 : ATTR4 : 3 : 1
//var float4 ids : $vin.ATTR5 : ATTR5 : 4 : 1
//var float small : $vin.ATTR6 : ATTR6 : 5 : 1
//var float lanes[0] : $vin.ATTR12 : ATTR12 : 6 : 1
//var float lanes[1] : $vin.ATTR13 : ATTR13 : 6 : 1
//var float flag : $vin.ATTR7 : ATTR7 : 7 : 1
//var float3 extra.cell : $vin.TANGENT : TANGENT : 8 : 1
//var float extra.level : $vin.BINORMAL : BINORMAL : 8 : 1
//var float texel : $vin.TEXCOORD1 : TEXCOORD1 : 9 : 1
//var float4 oColor : $vout.COLOR0 : COLOR0 : 10 : 1
//var float4 oData : $vout.TEXCOORD0 : TEXCOORD0 : 11 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 330

#extension GL_EXT_gpu_shader4 : enable

struct Extra {
    ivec3 _cell;
    int _level;
};

vec4 _oColor1;
vec4 _oData1;
in ivec4 COLOR;
in ivec4 ATTR1;
in uvec4 ATTR4;
in uvec4 ATTR5;
in ivec4 ATTR6;
in ivec4 ATTR12;
in ivec4 ATTR13;
in bvec4 ATTR7;
in ivec4 TANGENT;
in ivec4 BINORMAL;
in ivec4 TEXCOORD1;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;
out vec4 cg_TexCoord0;

 // main procedure, the original name was main
void main()
{


    _oColor1 = vec4(float(COLOR.x), float(COLOR.y), float(COLOR.z), float(COLOR.w))/2.55000000E+02 + vec4(float(ATTR1.x), float(ATTR1.y), float(ATTR4.x), float(ATTR6.x));
    _oData1 = vec4(float(ATTR5.x), float(ATTR5.y), float(ATTR5.z), float(ATTR5.w)) + vec4(float(ATTR12.x), float(ATTR13.x), float(ATTR7.x), float(TEXCOORD1.x)) + vec4(float(TANGENT.x), float(TANGENT.y), float(TANGENT.z), float(BINORMAL.x));
    cg_TexCoord0 = _oData1;
    gl_Position = cg_Vertex;
    cg_FrontColor = _oColor1;
    return;
} // main end
