// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=330
// source file: tests/glsl/cases/sem_vin_integer_types.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program rows
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float2x2 grid : $vin.ATTR10 : ATTR10, 2 : 1 : 1
//var float lanes[0] : $vin.ATTR12 : ATTR12 : 2 : 1
//var float lanes[1] : $vin.ATTR13 : ATTR13 : 2 : 1
//var float4 oData : $vout.TEXCOORD0 : TEXCOORD0 : 3 : 1
//var float4 rows : $vout.POSITION : HPOS : -1 : 1

#version 330

#extension GL_EXT_gpu_shader4 : enable

struct Extra {
    ivec3 _cell;
    int _level;
};

vec4 _oData1;
in ivec4 ATTR10;
in ivec4 ATTR11;
in ivec4 ATTR12;
in ivec4 ATTR13;
in vec4 cg_Vertex;
out vec4 cg_TexCoord0;

 // main procedure, the original name was rows
void main()
{


    _oData1 = vec4(float(ATTR10.x), float(ATTR10.y), float(ATTR11.x), float(ATTR11.y)) + vec4(float(ATTR12.x), float(ATTR13.x), 0.00000000E+00, 0.00000000E+00);
    cg_TexCoord0 = _oData1;
    gl_Position = cg_Vertex;
    return;
} // main end
